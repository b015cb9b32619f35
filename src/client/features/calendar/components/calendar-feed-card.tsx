/**
 * « Mon compte » › « Agenda »: the user's personal calendar feed (the planned collections, pickups and
 * transports, in their own calendar app). Turn it on, copy its secret address, replace it with a new one
 * (after a confirmation: the old one stops working, every calendar subscribed to it must be given the new
 * one) or turn it off — also confirmed.
 */
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { CopyButton } from '@client/components/ui/copy-button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/hooks/use-toast';
import { serverReason } from '@client/lib/api-client';
import { CalendarPlus, CalendarX, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useCalendarFeed, useCreateCalendarFeed, useDisableCalendarFeed } from '../api/calendar-feed';

type Confirming = 'regenerate' | 'disable' | null;

export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const disable = useDisableCalendarFeed();
  const [confirming, setConfirming] = useState<Confirming>(null);

  async function generate(replacing: boolean) {
    try {
      await create.mutateAsync();
      setConfirming(null);
      toast({
        title: replacing ? "Nouvelle adresse d'agenda créée" : 'Agenda activé',
        description: replacing
          ? "L'ancienne adresse ne fonctionne plus. Abonnez vos agendas à la nouvelle."
          : "Copiez l'adresse pour vous y abonner dans votre agenda.",
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: "Échec de l'activation de l'agenda",
        description: serverReason(error, "L'adresse de l'agenda n'a pas pu être créée. Réessayez."),
      });
    }
  }

  async function turnOff() {
    try {
      await disable.mutateAsync();
      setConfirming(null);
      toast({ title: 'Agenda désactivé', description: 'Son adresse ne fonctionne plus.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Échec de la désactivation',
        description: serverReason(error, "L'agenda n'a pas pu être désactivé. Réessayez."),
      });
    }
  }

  if (feed.isPending) {
    return (
      <div role="status" aria-label="Chargement de l'agenda" className="flex justify-center py-2">
        <Spinner className="size-5 text-primary" />
      </div>
    );
  }
  if (feed.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        {serverReason(feed.error, "Impossible de charger l'état de votre agenda.")}
        <Button variant="outline" size="sm" onClick={() => feed.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }

  const { enabled, url } = feed.data;
  return (
    <div className="grid gap-4">
      {enabled ? (
        url ? (
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <Input
              readOnly
              value={url}
              aria-label="Adresse de votre agenda"
              className="min-w-0 flex-1 basis-64 font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton
              text={url}
              onCopied={() =>
                toast({ title: 'Adresse copiée', description: "Collez-la dans votre application d'agenda." })
              }
            >
              Copier l'adresse
            </CopyButton>
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            Votre agenda est activé, mais son adresse ne peut plus être affichée (la clé de l'application a
            changé). Générez-en une nouvelle pour la copier.
          </p>
        )
      ) : (
        <p className="text-sm text-slate-700">Votre agenda n'est pas activé.</p>
      )}

      <p className="text-sm text-muted-foreground">
        Pour vous abonner, collez cette adresse dans Google Agenda («&nbsp;Autres agendas&nbsp;» › «&nbsp;À
        partir de l'URL&nbsp;»), Outlook («&nbsp;Ajouter un calendrier&nbsp;» › «&nbsp;S'abonner à partir du
        web&nbsp;») ou Apple Calendrier («&nbsp;Fichier&nbsp;» › «&nbsp;Nouvel abonnement à un
        calendrier&nbsp;»). Votre agenda se met à jour tout seul, avec un délai qui dépend de l'application
        (jusqu'à une journée pour Google Agenda). Gardez cette adresse pour vous&nbsp;: qui la connaît voit le
        planning.
      </p>

      <div className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button variant="outline" size="sm" onClick={() => setConfirming('regenerate')}>
              <RefreshCw aria-hidden="true" />
              Générer une nouvelle adresse
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming('disable')}>
              <CalendarX aria-hidden="true" />
              Désactiver l'agenda
            </Button>
          </>
        ) : (
          <Button size="sm" onClick={() => generate(false)} pending={create.isPending}>
            {!create.isPending && <CalendarPlus aria-hidden="true" />}
            Activer l'agenda
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={confirming === 'regenerate'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={'Générer une nouvelle adresse\u00a0?'}
        description={
          "L'ancienne adresse ne fonctionnera plus\u00a0: les agendas abonnés devront utiliser la nouvelle."
        }
        confirmLabel="Générer une nouvelle adresse"
        pending={create.isPending}
        onConfirm={() => generate(true)}
      />
      <ConfirmDialog
        open={confirming === 'disable'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={"Désactiver l'agenda\u00a0?"}
        description="Son adresse ne fonctionnera plus et les agendas abonnés ne recevront plus le planning. Vous pourrez le réactiver plus tard (avec une nouvelle adresse)."
        confirmLabel="Désactiver l'agenda"
        pending={disable.isPending}
        onConfirm={turnOff}
      />
    </div>
  );
}
