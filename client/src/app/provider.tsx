import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: 60_000, retry: 1 },
      mutations: { retry: false },
    },
  });

/** Notifications: top-centre, dark, no progress bar (SPEC §2, §9). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-center" theme="dark" richColors={false} closeButton={false} />
    </QueryClientProvider>
  );
}
