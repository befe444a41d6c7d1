/** A run of the page and where the nonce values sit in it (nonce-slots.ts). */
export type Piece = { piece: Buffer; offsets: number[] };
/** A render's status and headers, and whether it turned out to belong to one visitor. */
export type Head = { status: number; headers: [string, string][]; personal: boolean };

type Watcher = { piece(piece: Piece): void; done(complete: boolean): void };

/** One render in progress, watched by every visitor who asked for the page meanwhile. */
export class RenderFlight {
  readonly pieces: Piece[] = [];
  head: Head | undefined;
  state: "rendering" | "complete" | "failed" = "rendering";
  /** Its data changed while it rendered (`invalidate`): the visitors waiting get it, nobody keeps it. */
  outdated = false;
  private readonly headWaiters: Array<(head: Head | undefined) => void> = [];
  private readonly watchers = new Set<Watcher>();

  setHead(head: Head) {
    this.head = head;
    for (const waiter of this.headWaiters.splice(0)) waiter(head);
  }

  whenHead(): Promise<Head | undefined> {
    if (this.head || this.state === "failed") return Promise.resolve(this.head);
    return new Promise((resolve) => this.headWaiters.push(resolve));
  }

  add(piece: Piece) {
    if (piece.piece.length === 0) return;
    this.pieces.push(piece);
    for (const watcher of this.watchers) watcher.piece(piece);
  }

  finish(complete: boolean) {
    this.state = complete ? "complete" : "failed";
    for (const waiter of this.headWaiters.splice(0)) waiter(this.head);
    for (const watcher of this.watchers) watcher.done(complete);
    this.watchers.clear();
  }

  /** What was rendered so far, then every further piece as it comes. */
  watch(watcher: Watcher) {
    for (const piece of this.pieces) watcher.piece(piece);
    if (this.state !== "rendering") watcher.done(this.state === "complete");
    else this.watchers.add(watcher);
  }

  /** Every piece laid end to end, with the nonce offsets counted from the start of the page. */
  assembled(): { body: Buffer; offsets: number[] } {
    const body = Buffer.concat(this.pieces.map(({ piece }) => piece));
    const offsets: number[] = [];
    let base = 0;
    for (const { piece, offsets: own } of this.pieces) {
      for (const offset of own) offsets.push(base + offset);
      base += piece.length;
    }
    return { body, offsets };
  }
}
