import { Card, CardContent } from '@client/components/ui/card';
import { Construction } from 'lucide-react';

/** The honest stand-in for a screen not built yet: its title, what it is for, and nothing that pretends to work. */
export function UnderConstructionPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <title>{`${title} · Gestion Logistique`}</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </header>
      <Card>
        <CardContent className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
            <Construction className="size-5" aria-hidden="true" />
          </span>
          <p className="text-slate-700">Cette page est en construction.</p>
        </CardContent>
      </Card>
    </div>
  );
}
