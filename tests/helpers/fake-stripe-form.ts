// The stripe SDK posts application/x-www-form-urlencoded bodies with bracketed keys
// (`line_items[0][price]=p`, `metadata[userId]=u`, `expand[0]=x`): read them back into objects,
// where an object whose keys are all indexes becomes an array.

type Node = { [key: string]: Node | string };

function keyPath(key: string): string[] {
  const open = key.indexOf("[");
  if (open < 0) return [key];
  const head = key.slice(0, open);
  const rest = key
    .slice(open + 1, key.endsWith("]") ? -1 : undefined)
    .split("][");
  return [head, ...rest];
}

function toArrays(node: Node | string): unknown {
  if (typeof node === "string") return node;
  const keys = Object.keys(node);
  const values = Object.fromEntries(keys.map((k) => [k, toArrays(node[k]!)]));
  const indexed = keys.length > 0 && keys.every((k) => k === "" || String(Number(k)) === k);
  return indexed ? keys.map((k) => values[k]) : values;
}

export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Node = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    let node = root;
    path.forEach((segment, i) => {
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      node = typeof next === "object" ? next : (node[name] = {});
    });
  }
  return toArrays(root) as Record<string, unknown>;
}
