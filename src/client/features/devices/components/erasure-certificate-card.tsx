/**
 * The lot's « Certificat d'effacement des données » (issue 32): the current one (its number, who issued it
 * and when, the SHA-256 of its PDF, the PDF as issued and its public verification page) and those it
 * replaced. An administrator issues it once the inventory is closed and every medium is erased or
 * destroyed — the card says what is missing before; the server decides (409 in French). Issuing again
 * replaces the current one (a new number): asked for confirmation first.
 */

import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { useUser } from '@client/features/auth/api/get-user';
import { IdentityMissing, useMissingIdentity } from '@client/features/documents/components/identity-missing';
import { formatDateTime } from '@client/features/requests/request-format';
import { toast } from '@client/hooks/use-toast';
import { serverReason } from '@client/lib/api-client';
import { countText } from '@client/lib/french-text';
import type { LotKind, LotSummary } from '@shared/devices/device.constants';
import { type CertificateInfo, certificateMessages } from '@shared/devices/erasure-certificate';
import { isAdmin } from '@shared/users/user-roles';
import { ExternalLink, FileDown, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useLotCertificates } from '../api/get-lot-certificates';
import { lotPath } from '../api/get-lot-devices';
import { useIssueCertificate } from '../api/issue-certificate';

/** Why the certificate cannot be issued yet, as the server would say it; null when it can. */
function notReady(summary: LotSummary): string | null {
  if (!summary.closedAt) return "Clôturez d'abord l'inventaire du lot.";
  if (summary.media.total === 0) return certificateMessages.noMedia;
  const left = summary.media.pending + summary.media.failed;
  if (left > 0) {
    return `${countText(left, 'support')} ${left > 1 ? 'restent' : 'reste'} à effacer ou à détruire.`;
  }
  return null;
}

export function ErasureCertificateCard({
  summary,
  kind,
  id,
}: {
  summary: LotSummary;
  kind: LotKind;
  id: number;
}) {
  const admin = isAdmin(useUser().data);
  const certificates = useLotCertificates(kind, id);
  const issue = useIssueCertificate(kind, id);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = certificates.data?.current ?? null;
  const previous = certificates.data?.previous ?? [];
  const missingIdentity = useMissingIdentity();
  const blocked = notReady(summary) ?? (missingIdentity.length > 0 ? 'identity' : null);

  async function onIssue() {
    setFailure(null);
    try {
      const issued = await issue.mutateAsync();
      toast({ title: 'Certificat émis', description: `Certificat n°\u00a0${issued.number}` });
    } catch (error) {
      setFailure(serverReason(error, "Le certificat n'a pas pu être émis."));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <section
      aria-labelledby="lot-certificate-title"
      className="grid grid-cols-1 gap-3 rounded-xl border bg-white/70 p-4"
    >
      <h2 id="lot-certificate-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldCheck className="size-5 text-emerald-700" aria-hidden="true" />
        {certificateMessages.title}
      </h2>
      {current ? (
        <CurrentCertificate certificate={current} pdfHref={`${lotPath(kind, id)}/erasure-certificate.pdf`} />
      ) : (
        certificates.isSuccess && (
          <p className="text-sm text-muted-foreground">Aucun certificat n'a encore été émis pour ce lot.</p>
        )
      )}
      {previous.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Remplacés{'\u00a0'}:{' '}
          {previous.map((old) => `${old.number} (par ${old.replacedBy ?? '—'})`).join(', ')}
        </p>
      )}
      {admin ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant={current ? 'outline' : 'default'}
            disabled={blocked !== null || issue.isPending}
            onClick={() => (current ? setConfirming(true) : void onIssue())}
          >
            {issue.isPending
              ? 'Émission…'
              : current
                ? 'Émettre un nouveau certificat'
                : 'Émettre le certificat'}
          </Button>
          {blocked === 'identity' ? (
            <IdentityMissing missing={missingIdentity} purpose="Pour émettre le certificat" />
          ) : (
            blocked && <p className="text-sm text-muted-foreground">{blocked}</p>
          )}
        </div>
      ) : (
        !current && (
          <p className="text-sm text-muted-foreground">
            Un administrateur émet le certificat une fois l'inventaire clôturé et chaque support effacé ou
            détruit.
          </p>
        )
      )}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={'Émettre un nouveau certificat\u00a0?'}
        description={`Le certificat n°\u00a0${current?.number ?? ''} sera remplacé\u00a0: sa page de vérification l'indiquera. Le nouveau certificat aura un autre numéro.`}
        pending={issue.isPending}
        onConfirm={() => void onIssue()}
        confirmLabel="Émettre"
        confirmVariant="brand"
      />
    </section>
  );
}

function CurrentCertificate({ certificate, pdfHref }: { certificate: CertificateInfo; pdfHref: string }) {
  const { counts } = certificate;
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-slate-900">
        <span className="font-medium">{`Certificat n°\u00a0${certificate.number}`}</span>
        {`, émis le ${formatDateTime(certificate.issuedAt)}${certificate.issuedBy ? ` par ${certificate.issuedBy}` : ''}.`}
      </p>
      <p className="text-muted-foreground">
        {`${countText(counts.devices, 'équipement')}, ${countText(counts.media, 'support')} dont ${counts.erased} effacé${counts.erased > 1 ? 's' : ''} et ${counts.destroyed} détruit${counts.destroyed > 1 ? 's' : ''}.`}
      </p>
      <p className="text-muted-foreground">
        Empreinte SHA-256{'\u00a0'}:{' '}
        <span className="font-mono text-xs break-all text-slate-900">{certificate.sha256}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={pdfHref} download>
            <FileDown className="size-4" aria-hidden="true" />
            Télécharger le certificat
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={certificate.verifyUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink className="size-4" aria-hidden="true" />
            Page de vérification
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        </Button>
      </div>
    </div>
  );
}
