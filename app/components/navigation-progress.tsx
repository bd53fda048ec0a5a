// The thin bar along the top while a route change loads (spec 001 §2); it stops on completion or error.
import { useNavigation } from 'react-router';

export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-busy={busy ? 'true' : 'false'}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-accent-500 ${
        busy ? 'animate-[roro-progress_4s_ease-out_forwards]' : 'scale-x-100 opacity-0 transition-opacity duration-300'
      }`}
    />
  );
}
