// The scorer's actions. Each one shows on screen at once (the outbox is part of what is drawn) and
// is saved to the device before it is sent; a refusal says which change failed and why.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast.ts';
import { paths } from '@/lib/paths.ts';
import { newTempId, type FieldValue, type FrameDetailsChange, type FrameField } from '../outbox/changes.ts';
import { outbox } from '../outbox/phone-outbox.ts';
import { describeChange, type ScreenFrame } from '../outbox/screen-frames.ts';

type Settled = Awaited<ReturnType<typeof outbox.enqueue>>;

function reportRefusal(settled: Settled) {
  if (!settled.ok) toast({ title: 'Error', description: settled.refusal.message, variant: 'destructive' });
}

/** Resolves with the answer, or with 'waiting' as soon as the outbox finds no network. */
function answerOrOffline(settled: Promise<Settled>): Promise<Settled | 'waiting'> {
  return new Promise((resolve) => {
    const check = () => {
      const s = outbox.snapshot();
      if (!s.online || !s.reachable) finish('waiting');
    };
    const stop = outbox.subscribe(check);
    const finish = (value: Settled | 'waiting') => {
      stop();
      resolve(value);
    };
    void settled.then(finish);
    check();
  });
}

export function useScoring(fixtureId: number, frames: ScreenFrame[], playerName: (id: number) => string) {
  const navigate = useNavigate();
  const [completing, setCompleting] = useState(false);

  const addFrame = () => {
    const label = describeChange({ kind: 'add-frame' }, frames.length + 1, playerName);
    void outbox.enqueue({ kind: 'add-frame', fixtureId, tempId: newTempId() }, label).then(reportRefusal);
  };

  const setField = (frame: ScreenFrame, field: FrameField, value: FieldValue) => {
    const label = describeChange({ kind: 'set-frame', field, value }, frame.frameNo, playerName);
    void outbox
      .enqueue({ kind: 'set-frame', fixtureId, frameId: frame.id, field, value }, label)
      .then(reportRefusal);
  };

  const setDetails = (frame: ScreenFrame, details: FrameDetailsChange) => {
    const label = describeChange({ kind: 'set-details', details }, frame.frameNo, playerName);
    void outbox
      .enqueue({ kind: 'set-details', fixtureId, frameId: frame.id, details }, label)
      .then(reportRefusal);
  };

  const addBreak = (frame: ScreenFrame, playerId: number, value: number) => {
    const label = describeChange({ kind: 'add-break', playerId, value }, frame.frameNo, playerName);
    void outbox
      .enqueue({ kind: 'add-break', fixtureId, frameId: frame.id, playerId, value }, label)
      .then(reportRefusal);
  };

  const complete = async () => {
    setCompleting(true);
    const settled = outbox.enqueue({ kind: 'complete', fixtureId }, 'Complete match');
    const answer = await answerOrOffline(settled);
    setCompleting(false);
    if (answer === 'waiting') {
      // Sent last, after every other change of this match, when the connection returns.
      toast({
        title: 'Saved offline',
        description: 'The match will be completed when the connection returns',
      });
      void settled.then(reportRefusal);
    } else if (!answer.ok) return reportRefusal(answer);
    else toast({ title: 'Success', description: 'Match completed successfully' });
    navigate(paths.matchNight);
  };

  return { addFrame, setField, setDetails, addBreak, complete, completing };
}
