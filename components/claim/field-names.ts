import type { EditableKey } from "@/lib/client/claim-draft";

/** How the editor names each field in messages and the history. */
export const FIELD_NAMES: Record<EditableKey, string> = {
  "242": "Line 242",
  "244": "Line 244",
  "246": "Line 246",
  title: "Project title",
  startDate: "Start date",
  completionDate: "Completion date",
  fieldOfScienceCode: "Field of science code",
  crdcCode: "CRDC code",
};
