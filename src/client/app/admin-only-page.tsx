/**
 * What a signed-in non-administrator sees at an administrators' address (typed, bookmarked, or kept from a
 * former admin role): in the signed-in layout, in place of the page, which is never rendered (its code
 * and queries do not run; the server refuses its API anyway). It says why, names the page, and offers the
 * way back. Focus goes to the heading, so a screen reader announces the refusal first.
 */
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { adminPageLabel } from './layout/nav-items';

export function AdminOnlyPage() {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const page = adminPageLabel(pathname);
  // React Router's first entry has the key "default": going back from it would leave the app.
  const cameFromApp = key !== 'default';

  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <title>Accès réservé · Gestion Logistique</title>
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4">
          <ShieldAlert className="size-12 text-amber-600" aria-hidden="true" />
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
            Cette page est réservée aux administrateurs
          </h1>
          <p className="text-muted-foreground">
            {page ? <>La page «&nbsp;{page}&nbsp;» n'est</> : <>Elle n'est</>} accessible qu'aux comptes
            administrateurs. Si vous en avez besoin, adressez-vous à un administrateur.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {cameFromApp && (
              <Button variant="outline" onClick={() => navigate(-1)}>
                <ArrowLeft aria-hidden="true" />
                Page précédente
              </Button>
            )}
            <Button asChild variant="brand">
              <Link to="/">Retour à Envoi Conditionnement</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
