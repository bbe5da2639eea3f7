import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

// zod-to-openapi names components through a `.openapi()` method it adds to zod's types. Every
// module of lib/openapi takes `z` from here, so the method exists before a schema is registered.
extendZodWithOpenApi(z);

/**
 * Names a schema as a component. Zod gives each schema its methods when it is made, so a schema
 * made before zod was extended (the routes' own, e.g. the worker's) has no `.openapi()`: the
 * described copy made here has.
 */
export function component<T extends z.ZodType>(schema: T, refId: string, description: string): T {
  return schema.describe(description).openapi(refId);
}

export { z };
