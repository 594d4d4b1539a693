// 'Asistent AI' (navigation) and 'Găsiți în 30 de secunde' (hero) open the assistant through the store;
// its code is fetched on first opening (or on hover, focus, touch of an opener), with who answers it.
import { $assistantOpen, openAssistant } from '../stores/dialogs';
import { dialogProperties } from './dialog-properties';
import { onIntent } from './intent';

const host = document.querySelector<HTMLElement>('[data-assistant-host]');
let loading: Promise<typeof import('../components/islands/assistant/mount')> | undefined;

function load() {
  loading ??= import('../components/islands/assistant/mount');
  return loading;
}

if (host) {
  let mounted = false;
  $assistantOpen.subscribe(async (open) => {
    if (!open || mounted) return;
    mounted = true;
    const [{ mountChatDialog }, { loadChatProvider }] = await Promise.all([load(), import('../stores/chat')]);
    void loadChatProvider();
    mountChatDialog(host, dialogProperties());
  });
  onIntent('[data-open-assistant]', () => openAssistant(), load);
}
