/** Characters one object of an export may span; Fitbit's records are under a hundred. */
const MAX_OBJECT = 64 * 1024;

/**
 * The objects of a JSON array (`[{…}, {…}]`) parsed as the text arrives: each is handed to `onObject`
 * and let go, so a file of any length takes the memory of one object. Objects must not nest, as in
 * Fitbit's exports. `end` resolves false when the text is not such an array.
 */
export function jsonObjectStream(onObject: (value: Record<string, unknown>) => void) {
  let started = false;
  let failed = false;
  let current = '';
  let inObject = false;
  let inString = false;
  let escaped = false;
  const fail = () => {
    failed = true;
    current = '';
  };
  return {
    write(text: string) {
      for (let i = 0; i < text.length && !failed; i++) {
        const c = text[i]!;
        if (!inObject) {
          if (c === '[' && !started) started = true;
          else if (c === '{' && started) {
            inObject = true;
            current = c;
          } else if (!/[\s,\]\uFEFF]/.test(c)) fail();
          continue;
        }
        current += c;
        if (current.length > MAX_OBJECT) fail();
        else if (inString) {
          if (escaped) escaped = false;
          else if (c === '\\') escaped = true;
          else if (c === '"') inString = false;
        } else if (c === '"') inString = true;
        else if (c === '{' || c === '[') fail();
        else if (c === '}') {
          inObject = false;
          try {
            onObject(JSON.parse(current) as Record<string, unknown>);
          } catch {
            fail();
          }
          current = '';
        }
      }
    },
    async end(): Promise<boolean> {
      return started && !failed && !inObject;
    },
  };
}
