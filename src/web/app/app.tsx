import { RouterProvider } from 'react-router';
import { useState } from 'react';
import { AppErrorScreen, useGlobalErrors } from './app-error-screen';
import { Providers } from './providers';
import { createRouter } from './router';
import { useRealtimeInvalidation } from '../lib/realtime';

function Routed() {
  const [router] = useState(createRouter);
  useRealtimeInvalidation();
  return <RouterProvider router={router} />;
}

export function App() {
  const failed = useGlobalErrors();
  return <Providers>{failed ? <AppErrorScreen /> : <Routed />}</Providers>;
}
