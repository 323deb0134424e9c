import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast.store';
import { homeworkKeys, voteHelpful } from './homework.api';
import { homeworkTexts as texts } from './homework.texts';

interface HelpfulVoteProps {
  questionId: string;
  myVote: boolean | null;
  helpfulCount: number;
  notHelpfulCount: number;
}

/** 'Was this helpful?' through check_homework_helpful: one vote per user, changeable. */
export function HelpfulVote({ questionId, myVote, helpfulCount, notHelpfulCount }: HelpfulVoteProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState({ vote: myVote, yes: helpfulCount, no: notHelpfulCount });
  const vote = useMutation({
    mutationFn: (helpful: boolean) => voteHelpful(questionId, helpful),
    onSuccess: async (result) => {
      setState({ vote: result.helpful, yes: result.helpful_count, no: result.not_helpful_count });
      toast.success(texts.helpful.thanks);
      await queryClient.invalidateQueries({ queryKey: homeworkKeys.all });
    },
    onError: (error) => toast.error(texts.helpful.failed, { description: error.message }),
  });
  return (
    <div className="flex flex-wrap items-center gap-3" role="group" aria-label={texts.helpful.question}>
      <p className="font-semibold text-ink">{texts.helpful.question}</p>
      <Button
        variant={state.vote === true ? 'secondary' : 'outline'}
        size="sm"
        aria-pressed={state.vote === true}
        disabled={vote.isPending}
        onClick={() => vote.mutate(true)}
      >
        <ThumbsUp aria-hidden="true" className="size-4" /> {texts.helpful.yes}
      </Button>
      <Button
        variant={state.vote === false ? 'secondary' : 'outline'}
        size="sm"
        aria-pressed={state.vote === false}
        disabled={vote.isPending}
        onClick={() => vote.mutate(false)}
      >
        <ThumbsDown aria-hidden="true" className="size-4" /> {texts.helpful.no}
      </Button>
      <p className="text-sm text-muted" data-testid="helpful-counts">
        {texts.helpful.counts(state.yes, state.no)}
      </p>
    </div>
  );
}
