// What a form needs only once it sends: the outbox's page side and the state that stands in for
// a submission waiting in it. One chunk, loaded by `loadSending`.
export { submitThroughOutbox } from '@/platform/outbox/outbox-runtime';
export { QueuedSubmission } from '@/platform/outbox/components/queued-submission';
