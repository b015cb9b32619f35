import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { TriangleAlert } from 'lucide-react';

/**
 * Shown when rendering a route throws, notably when a lazily loaded page fails to download after a
 * deployment (Vite's preload error): reloading fetches the new files.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  if (import.meta.env.DEV) console.error(error);

  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md text-center" role="alert">
        <CardContent className="flex flex-col items-center gap-4">
          <TriangleAlert className="size-12 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">Une erreur est survenue</h1>
          <p className="text-muted-foreground">
            La page n'a pas pu être affichée. Rechargez la page pour réessayer.
          </p>
          <Button variant="brand" onClick={() => window.location.reload()}>
            Recharger la page
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
