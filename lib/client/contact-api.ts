import { apiRequest } from "./http";

export interface ContactBody {
  name: string;
  email: string;
  company?: string;
  message: string;
}

/** The public contact form; answers the plain `{success, message}`, failures throw ApiError. */
export const submitContact = (body: ContactBody) =>
  apiRequest<{ success: boolean; message: string }>("/contact/submit", { method: "POST", body });
