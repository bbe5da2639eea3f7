import { TextField } from "@/components/ui/text-field";
import { limitText, megabytesText, type LimitUnit } from "./limit-fields";

interface LimitFieldProps {
  id: string;
  name: string;
  label: string;
  unit: LimitUnit;
  value: number | null;
  hint: string;
  error?: string;
}

/** One quota limit's input: a count, or storage in megabytes; blank for none. */
export function LimitField({ unit, value, ...field }: LimitFieldProps) {
  const megabytes = unit === "megabytes";
  return <TextField {...field} inputMode={megabytes ? "decimal" : "numeric"} defaultValue={megabytes ? megabytesText(value) : limitText(value)} />;
}
