import { createContext, useContext, type ComponentType, type CSSProperties } from 'react';

/**
 * How a `RemoteScreen` draws while its area loads and when it cannot. The words are the screen's;
 * the look is the page's: the signed-out pages draw these plain ones (no design system: /login
 * must not load Chakra, issue 31), the signed-in shell provides the design system's.
 */
export type RemoteStates = {
  Loading: ComponentType<{ text: string }>;
  Failed: ComponentType<{ title: string; description: string; onRetry: () => void }>;
};

// The design system's font stack, muted grey and red, so the swap to Chakra's look is quiet.
const FONT = 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif';
const SPIN = '@keyframes hb-plain-spin{to{transform:rotate(1turn)}}';

const center: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.75rem',
  fontFamily: FONT,
  color: '#52525b',
};

/** A spinner and its words, for a whole page (`fill`) or one area of it. */
export function PlainLoading({ text, fill = false }: { text: string; fill?: boolean }) {
  return (
    <div role="status" aria-live="polite" style={{ ...center, minHeight: fill ? '100dvh' : '15rem' }}>
      <style>{SPIN}</style>
      <span
        aria-hidden
        style={{
          width: '2rem',
          height: '2rem',
          borderRadius: '50%',
          border: '3px solid #dbeafe',
          borderTopColor: '#2563eb',
          animation: 'hb-plain-spin 0.6s linear infinite',
        }}
      />
      <span>{text}</span>
    </div>
  );
}

function PlainFailed({ title, description, onRetry }: { title: string; description: string; onRetry: () => void }) {
  return (
    <div style={{ padding: '1rem', fontFamily: FONT }}>
      <div role="alert" style={{ background: '#fee2e2', color: '#991b1b', borderRadius: '0.5rem', padding: '1rem', lineHeight: 1.5 }}>
        <p style={{ margin: 0, fontWeight: 600 }}>{title}</p>
        <p style={{ margin: '0.25rem 0 0.75rem' }}>{description}</p>
        <button
          type="button"
          onClick={onRetry}
          style={{
            font: 'inherit',
            color: '#991b1b',
            background: 'white',
            border: '1px solid #fca5a5',
            borderRadius: '0.25rem',
            padding: '0.25rem 0.75rem',
            cursor: 'pointer',
          }}
        >
          Retry
        </button>
      </div>
    </div>
  );
}

export const plainRemoteStates: RemoteStates = { Loading: PlainLoading, Failed: PlainFailed };

const RemoteStatesContext = createContext<RemoteStates>(plainRemoteStates);

/** Every `RemoteScreen` inside draws these states. */
export const RemoteStatesProvider = RemoteStatesContext.Provider;

export const useRemoteStates = () => useContext(RemoteStatesContext);
