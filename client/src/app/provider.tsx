import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { loadSonner, onSonnerRequested, sonnerRequested } from '../lib/toast';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: 60_000, retry: 1 },
      mutations: { retry: false },
    },
  });

/** Mounted with the first toast, so sonner is not among the scripts `/` loads (decision 0010). */
const Toaster = lazy(() => loadSonner().then(() => import('../components/ui/toaster')));

/** Notifications: top-centre, dark, no progress bar. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const toasting = useSyncExternalStore(onSonnerRequested, sonnerRequested, () => false);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasting && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
