/**
 * « Sauvegarde » (administrators): the embedded database's last backups (date, size, name) with a download
 * link each, and « Télécharger maintenant », which makes one and downloads it. On PostgreSQL the server's
 * explanation (pg_dump) instead. Plain links download: the server answers `Content-Disposition: attachment`.
 */
import { QueryContent } from '@client/components/layout/query-states';
import { SettingsCardHeader } from '@client/components/settings/settings-card-header';
import { settingsErrorToast } from '@client/components/settings/settings-toast';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Notice } from '@client/components/ui/notice';
import { useCreateBackup } from '@client/features/backups/api/create-backup';
import { backupDownloadUrl, useBackups } from '@client/features/backups/api/get-backups';
import { backupDateText, backupSizeText } from '@client/features/backups/backup-format';
import { errorMessage, isApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/utils';
import { DatabaseBackup, Download } from 'lucide-react';

export function BackupsTab() {
  const backups = useBackups();
  const create = useCreateBackup();
  const onPostgres = isApiError(backups.error) && backups.error.status === 409;

  function downloadNow() {
    create.mutate(undefined, {
      onSuccess: (backup) => window.location.assign(backupDownloadUrl(backup.name)),
      onError: (error) => settingsErrorToast('Sauvegarde impossible', errorMessage(error)),
    });
  }

  return (
    <Card aria-labelledby="backups-title" role="region">
      <SettingsCardHeader
        titleId="backups-title"
        icon={DatabaseBackup}
        title="Sauvegarde"
        description={
          <>
            Le serveur sauvegarde la base de données à intervalle régulier et garde les dernières copies.
            Téléchargez-en une pour la conserver ailleurs. Pour revenir à une sauvegarde, demandez à la
            personne qui administre le serveur de le faire&nbsp;: donnez-lui le nom du fichier (et son
            empreinte SHA-256 si elle vous la demande)&nbsp;; le service est interrompu le temps de la
            restauration.
          </>
        }
        actions={
          !onPostgres && (
            <Button onClick={downloadNow} pending={create.isPending}>
              {!create.isPending && <Download aria-hidden="true" />}
              Télécharger maintenant
            </Button>
          )
        }
      />
      <CardContent>
        {onPostgres ? (
          <Notice tone="info" title="Base PostgreSQL">
            {errorMessage(backups.error)}
          </Notice>
        ) : (
          <QueryContent
            query={backups}
            loadingLabel="Chargement des sauvegardes"
            errorTitle="Impossible de charger les sauvegardes."
          >
            {({ backups: list }) =>
              list.length === 0 ? (
                <p className="text-sm text-muted-foreground">Aucune sauvegarde pour l'instant.</p>
              ) : (
                <ul className="divide-y divide-slate-200" aria-label="Dernières sauvegardes">
                  {list.map((backup) => (
                    <li
                      key={backup.name}
                      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                    >
                      <div className="grid min-w-0 gap-0.5">
                        <span className="font-medium text-slate-900">{backupDateText(backup.createdAt)}</span>
                        <span className="truncate text-sm text-muted-foreground">
                          {backupSizeText(backup.size)} · {backup.name}
                        </span>
                      </div>
                      <a
                        href={backupDownloadUrl(backup.name)}
                        referrerPolicy="same-origin"
                        aria-label={`Télécharger la sauvegarde du ${backupDateText(backup.createdAt)}`}
                        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'shrink-0')}
                      >
                        <Download aria-hidden="true" />
                        Télécharger
                      </a>
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryContent>
        )}
      </CardContent>
    </Card>
  );
}
