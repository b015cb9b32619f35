import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <title>Page introuvable · Gestion Logistique</title>
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4">
          <SearchX className="size-12 text-indigo-500" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">Page introuvable</h1>
          <p className="text-muted-foreground">La page demandée n'existe pas ou a été déplacée.</p>
          <Button asChild variant="brand">
            <Link to="/">Retour à l'accueil</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
