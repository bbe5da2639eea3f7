import { orderFilesZip } from "@/lib/admin/order-files-zip";
import { orderParams } from "@/lib/billing/schemas";
import { route } from "@/lib/http/route";
import { attachmentDisposition } from "@/lib/storage/content-disposition";

// GET /api/v1/admin/expert-reviews/orders/{orderId}/files/download: the project's confirmed files as a streamed zip
export const GET = route({ auth: "admin", params: orderParams }, async ({ params }) => {
  const { filename, stream } = await orderFilesZip(params.orderId);
  return new Response(stream, {
    headers: {
      "content-type": "application/zip",
      "content-disposition": attachmentDisposition(filename),
      "cache-control": "private, no-store",
    },
  });
});
