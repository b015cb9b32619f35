/**
 * The details dialog's « Page de suivi du client » (accepted requests): the public link a client opens
 * without an account (/suivi/<token>), to copy and send; administrators create it, replace it with a new one
 * (the old one stops working) or turn it off, each after a confirmation. The client mails create it when the
 * request has none and carry it.
 */
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { CopyButton } from '@client/components/ui/copy-button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { useUser } from '@client/features/auth/api/get-user';
import type { RequestKind } from '@client/features/requests/request-types';
import { toast } from '@client/hooks/use-toast';
import { serverReason } from '@client/lib/api-client';
import { isAdmin } from '@shared/users/user-roles';
import { Link2, Link2Off, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useCreateTrackingLink } from '../api/create-tracking-link';
import { useTrackingLink } from '../api/get-tracking-link';
import { useRevokeTrackingLink } from '../api/revoke-tracking-link';

type Confirming = 'regenerate' | 'revoke' | null;

export function TrackingLinkPanel({ kind, requestId }: { kind: RequestKind; requestId: number }) {
  const { data: user } = useUser();
  const admin = isAdmin(user);
  const link = useTrackingLink(kind, requestId);
  const create = useCreateTrackingLink(kind, requestId);
  const revoke = useRevokeTrackingLink(kind, requestId);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const headingId = `tracking-link-${kind}-${requestId}`;
  const url = link.data?.url;

  async function generate(replacing: boolean) {
    try {
      await create.mutateAsync();
      setConfirming(null);
      toast({
        title: replacing ? 'Nouveau lien de suivi créé' : 'Lien de suivi créé',
        description: replacing
          ? "L'ancien lien ne fonctionne plus. Copiez le nouveau pour l'envoyer au client."
          : "Copiez-le pour l'envoyer au client.",
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Échec de la création du lien',
        description: serverReason(error, "Le lien de suivi n'a pas pu être créé. Réessayez."),
      });
    }
  }

  async function disable() {
    try {
      await revoke.mutateAsync();
      setConfirming(null);
      toast({ title: 'Lien de suivi désactivé', description: 'Le client ne peut plus ouvrir cette page.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Échec de la désactivation',
        description: serverReason(error, "Le lien de suivi n'a pas pu être désactivé. Réessayez."),
      });
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3 rounded-lg border p-4">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <Link2 className="size-4 text-indigo-600" aria-hidden="true" />
        Page de suivi du client
      </h3>
      <p className="text-sm text-muted-foreground">
        Une page publique, sans compte, où le client suit les étapes de sa demande. Les e-mails envoyés au
        client en donnent le lien.
      </p>
      {link.isPending ? (
        <div role="status" aria-label="Chargement du lien de suivi" className="flex justify-center py-2">
          <Spinner className="size-5 text-primary" />
        </div>
      ) : link.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          {serverReason(link.error, 'Impossible de charger le lien de suivi.')}
          <Button variant="outline" size="sm" onClick={() => link.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : url ? (
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Input
            readOnly
            value={url}
            aria-label="Lien de la page de suivi"
            className="min-w-0 flex-1 basis-64 font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton
            text={url}
            onCopied={() =>
              toast({ title: 'Lien copié', description: 'Collez-le dans votre message au client.' })
            }
          >
            Copier le lien
          </CopyButton>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {admin
            ? 'Aucun lien de suivi actif.'
            : "Aucun lien de suivi actif pour l'instant\u00a0: le premier e-mail au client en crée un, les administrateurs aussi."}
        </p>
      )}

      {admin && link.isSuccess && (
        <div className="flex flex-wrap gap-2">
          {url ? (
            <>
              <Button variant="outline" size="sm" onClick={() => setConfirming('regenerate')}>
                <RefreshCw aria-hidden="true" />
                Générer un nouveau lien
              </Button>
              <Button variant="outline" size="sm" onClick={() => setConfirming('revoke')}>
                <Link2Off aria-hidden="true" />
                Désactiver le lien
              </Button>
            </>
          ) : (
            <Button variant="outline" size="sm" onClick={() => generate(false)} pending={create.isPending}>
              {!create.isPending && <Link2 aria-hidden="true" />}
              Créer un lien de suivi
            </Button>
          )}
        </div>
      )}

      <ConfirmDialog
        open={confirming === 'regenerate'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={'Générer un nouveau lien de suivi\u00a0?'}
        description={"L'ancien lien ne fonctionnera plus\u00a0: le client devra utiliser le nouveau."}
        confirmLabel="Générer un nouveau lien"
        pending={create.isPending}
        onConfirm={() => generate(true)}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={'Désactiver le lien de suivi\u00a0?'}
        description="Le client ne pourra plus ouvrir sa page de suivi. Vous pourrez créer un nouveau lien plus tard."
        confirmLabel="Désactiver le lien"
        pending={revoke.isPending}
        onConfirm={disable}
      />
    </section>
  );
}
