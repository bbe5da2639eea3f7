// A budget on the bytes pdf.js decodes (inflates) from a PDF's streams. pdf.js keeps decoded
// streams in Uint8Arrays, whose bytes live outside the V8 heap: the worker's heap cap does not
// bound them, and a 1.5 MB file whose page stream inflates to 1.5 GB added 3.1 GB to the server.
//
// pdf.js (5.x, in unpdf) decodes on two paths, and both are counted, against one budget:
// - FlateDecode content streams, fonts and CMaps go through the platform's DecompressionStream;
//   the chunks it yields are counted as they come out (exactly the decoded bytes) and the stream
//   fails once past the budget. pdf.js then concatenates the chunks into one Uint8Array of their
//   total, which is not counted a second time.
// - Its own JavaScript decoders (Flate when the native one failed, LZW, RunLength, ASCII85 and
//   Hex, CCITT, ...) grow a Uint8Array by doubling (DecodeStream.ensureBuffer). pdf.js's classes
//   are private to its bundle, so the hook is the global constructor: every `new Uint8Array(n)`
//   made in the thread is charged n bytes before it is allocated (see the replacement below). Doubling makes a stream decoded
//   this way count up to twice its size; the smaller buffers are garbage by then, but counting
//   what was allocated, not what is alive, keeps the bound independent of the garbage collector.
//
// Once the budget is spent every counted allocation throws, so pdf.js stops quickly whatever it
// catches; the reader then reports the file by the `exceeded` flag, not by the error pdf.js saw.
//
// Installed only inside an extraction worker, before pdf.js is loaded: it changes this thread's
// globals for everything that runs in it. Node's own Buffers (zlib, fs) use the original
// constructor and are not counted.

export interface DecodeBudget {
  readonly limit: number;
  used: number;
  exceeded: boolean;
}

let installed: DecodeBudget | undefined;

/** The budget installed in this thread, if any. */
export function decodeBudget(): DecodeBudget | undefined {
  return installed;
}

class DecodeBudgetExceeded extends RangeError {
  constructor(limit: number) {
    super(`The decode budget of ${limit} bytes is spent`);
    this.name = "DecodeBudgetExceeded";
  }
}

// The length a Uint8Array constructed from `args` allocates: a number, or the length of an
// array-like or typed array it copies; 0 for a view on an existing buffer.
function allocatedLength(args: unknown[]): number {
  const first = args[0];
  if (typeof first === "number") return first > 0 ? first : 0;
  if (first === null || typeof first !== "object") return 0;
  if (first instanceof ArrayBuffer || (typeof SharedArrayBuffer !== "undefined" && first instanceof SharedArrayBuffer)) return 0;
  const length = (first as { length?: unknown }).length;
  return typeof length === "number" && length > 0 ? length : 0;
}

export function installDecodeBudget(limit: number): DecodeBudget {
  if (installed) throw new Error("A decode budget is already installed in this thread");
  const budget: DecodeBudget = { limit, used: 0, exceeded: false };
  installed = budget;

  const charge = (bytes: number) => {
    if (budget.exceeded || budget.used + bytes > limit) {
      budget.exceeded = true;
      throw new DecodeBudgetExceeded(limit);
    }
    budget.used += bytes;
  };
  // Totals of native decodes that just finished: pdf.js's copy of one into a single buffer has
  // exactly that length and is let through once, uncounted.
  const credits: number[] = [];

  // A plain constructor function that shares Uint8Array's prototype: `instanceof`, the prototype
  // (and pdf.js's polyfills on it), subclasses and the statics inherited from %TypedArray% (from,
  // of, which construct through it, so they are counted too) all behave as before, and every
  // array it makes is a native Uint8Array. A Proxy would do the same, but V8 takes its slow path
  // for every `instanceof Uint8Array` too, which pdf.js does for each stream it opens.
  const NativeUint8Array = globalThis.Uint8Array;
  function Uint8Array(this: unknown, ...args: unknown[]): Uint8Array {
    if (new.target === undefined) throw new TypeError("Constructor Uint8Array requires 'new'");
    const bytes = allocatedLength(args);
    if (bytes > 0) {
      const credit = credits.indexOf(bytes);
      if (credit >= 0) credits.splice(credit, 1);
      else charge(bytes);
    }
    return Reflect.construct(NativeUint8Array, args, new.target) as Uint8Array;
  }
  Uint8Array.prototype = NativeUint8Array.prototype;
  Object.setPrototypeOf(Uint8Array, Object.getPrototypeOf(NativeUint8Array));
  Object.defineProperty(Uint8Array, "BYTES_PER_ELEMENT", { value: 1 });
  globalThis.Uint8Array = Uint8Array as unknown as Uint8ArrayConstructor;

  const NativeDecompressionStream = globalThis.DecompressionStream;
  if (NativeDecompressionStream) {
    class CountingDecompressionStream {
      readonly readable: ReadableStream<Uint8Array>;
      readonly writable: WritableStream<BufferSource>;

      constructor(format: CompressionFormat) {
        const inner = new NativeDecompressionStream(format);
        let total = 0;
        this.writable = inner.writable;
        // Read through the native stream's reader: a throw in pull() errors this stream, and the
        // native decoder is cancelled, so it stops inflating instead of filling memory nobody reads.
        const reader = inner.readable.getReader();
        this.readable = new ReadableStream<Uint8Array>(
          {
            async pull(controller) {
              const { done, value } = await reader.read();
              if (done) {
                if (total > 0) credits.push(total);
                controller.close();
                return;
              }
              try {
                charge(value.byteLength);
              } catch (err) {
                void reader.cancel(err);
                throw err;
              }
              total += value.byteLength;
              controller.enqueue(value);
            },
            cancel: (reason) => reader.cancel(reason),
          },
          { highWaterMark: 0 },
        );
      }
    }
    globalThis.DecompressionStream = CountingDecompressionStream as unknown as typeof DecompressionStream;
  }
  return budget;
}
