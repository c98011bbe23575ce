// A stand-in for `@module-federation/enhanced/runtime` (mapped in jest.config.cjs): it records what
// the host registers and loads, and answers the modules a test puts in `runtime.modules`.
type Remote = { name: string; entry: string };

export const runtime = {
  instance: {} as object | null,
  registered: [] as { remotes: Remote[]; options?: { force?: boolean } }[],
  plugins: [] as { name: string }[],
  loads: [] as string[],
  modules: new Map<string, unknown>(),
  reset() {
    this.instance = {};
    this.registered = [];
    this.plugins = [];
    this.loads = [];
    this.modules.clear();
  },
};

export function getInstance() {
  return runtime.instance;
}

export function registerRemotes(remotes: Remote[], options?: { force?: boolean }) {
  runtime.registered.push({ remotes, options });
}

export function registerPlugins(plugins: { name: string }[]) {
  runtime.plugins.push(...plugins);
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  runtime.loads.push(id);
  return (runtime.modules.get(id) as T) ?? null;
}
