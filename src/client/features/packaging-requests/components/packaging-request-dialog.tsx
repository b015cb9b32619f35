/**
 * "Demande d'emballages": the dialog to ask for a supply or a withdrawal of an article. Administrators open
 * it from the stock page, where every request is listed. Everyone else opens it from the sidebar (the stock
 * page is not theirs): it then also has "Mes demandes", their own requests with status and decision, and
 * shows it after a request is sent.
 */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import type { ComponentProps } from 'react';
import { useRef, useState } from 'react';
import { PackagingRequestForm } from './packaging-request-form';
import { PackagingRequestList } from './packaging-request-list';

type Tab = 'new' | 'mine';

export interface PackagingRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Adds "Mes demandes" (the sidebar's entry for non-admins). */
  showOwnRequests?: boolean;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

export function PackagingRequestDialog({
  open,
  onOpenChange,
  showOwnRequests = false,
  onCloseAutoFocus,
}: PackagingRequestDialogProps) {
  const [tab, setTab] = useState<Tab>('new');
  // A new form at every opening and after each request sent (fresh values, the signed-in user's name).
  const [formKey, setFormKey] = useState(0);
  const mineTabRef = useRef<HTMLButtonElement>(null);

  const changeOpen = (next: boolean) => {
    if (next) return onOpenChange(true);
    onOpenChange(false);
    setTab('new');
    setFormKey((key) => key + 1);
  };
  const onCreated = () => {
    setFormKey((key) => key + 1);
    if (showOwnRequests) {
      setTab('mine');
      // The form (and its focused button) is replaced: focus goes to the tab now showing the new request.
      requestAnimationFrame(() => mineTabRef.current?.focus());
    } else changeOpen(false);
  };

  const form = <PackagingRequestForm key={formKey} onCreated={onCreated} />;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Demande d'emballages</DialogTitle>
          <DialogDescription>
            Demandez un approvisionnement ou un retrait d'emballages. Un administrateur l'approuve ou la
            refuse{showOwnRequests ? '\u00a0; suivez-la dans «\u00a0Mes demandes\u00a0».' : '.'}
          </DialogDescription>
        </DialogHeader>
        {showOwnRequests ? (
          <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)}>
            <TabsList aria-label="Demande d'emballages">
              <TabsTrigger value="new">Nouvelle demande</TabsTrigger>
              <TabsTrigger ref={mineTabRef} value="mine">
                Mes demandes
              </TabsTrigger>
            </TabsList>
            {/* Kept mounted while "Mes demandes" is shown: what was typed stays. */}
            <TabsContent value="new" forceMount className="data-[state=inactive]:hidden">
              {form}
            </TabsContent>
            <TabsContent value="mine">
              <PackagingRequestList
                status={undefined}
                emptyMessage="Vous n'avez encore fait aucune demande d'emballages"
                canDecide={false}
                pageSize={10}
                compact
              />
            </TabsContent>
          </Tabs>
        ) : (
          form
        )}
      </DialogContent>
    </Dialog>
  );
}
