import { HttpError } from './http-errors';

/**
 * At most `slots` heavy jobs of one kind run at once in this process; up to `queue` more wait
 * for a turn, in order, and beyond that a call is refused at once with 503 and Retry-After
 * rather than queued without bound (memory) or run alongside (the event loop and the other core).
 */
export class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly slots: number,
    private readonly queue: number,
    private readonly busyMessage: string,
  ) {}

  async acquire(): Promise<void> {
    if (this.active < this.slots) {
      this.active += 1;
      return;
    }
    if (this.waiting.length >= this.queue) throw new HttpError(503, this.busyMessage, { 'retry-after': '5' });
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }

  /** Runs `job` in a turn; the turn ends however the job ends. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await job();
    } finally {
      this.release();
    }
  }
}
