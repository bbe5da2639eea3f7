// An Android "SMS Backup & Restore" file pasted as it is: one <sms … /> element per message, its text in
// `body` and its day in `readable_date` ("Mar 5, 2025 7:42:10 AM"). Read as the chat it is: each
// message under its stamp, the XML's own frame left out.

const ELEMENT = /<sms\b[^<>]{0,8000}>/g;
const ATTRIBUTE = /\b(body|readable_date)="([^"]{0,8000})"/g;
const ENTITIES: Record<string, string> = { "&apos;": "'", "&quot;": '"', "&amp;": "&", "&lt;": "<", "&gt;": ">", "&#10;": " ", "&#13;": " " };
const ENTITY = /&(?:apos|quot|amp|lt|gt|#10|#13);/g;

export function isSmsBackup(text: string): boolean {
  return text.includes("<sms ") && text.includes("readable_date=");
}

export function smsBackupAsChat(text: string): string {
  const messages: string[] = [];
  for (const element of text.matchAll(ELEMENT)) {
    const fields = new Map<string, string>();
    for (const [, name, value] of element[0].matchAll(ATTRIBUTE)) fields.set(name!, value!.replace(ENTITY, (e) => ENTITIES[e]!));
    const when = fields.get("readable_date");
    const body = fields.get("body");
    if (when && body) messages.push(`${when}\n${body}`);
  }
  return messages.join("\n\n");
}
