"""Stitching a harness's recorded calls into token segments (parity.harness.recording): a
harness that appends to its history is one sequence with loss on sampled ids only; one that
rewrites it (truncation, a summary) or re-renders a reply differently starts a new segment,
and the share of calls that continued one says how much of it was."""

from __future__ import annotations

from types import SimpleNamespace

from parity.harness.recording import HarnessRecorder, RecordedCall, stitch, stitched_share


def _call(prompt, sampled, version=1):
    return RecordedCall(prompt_ids=prompt, completion_ids=sampled,
                        logprobs=[-0.1 * (i + 1) for i in range(len(sampled))], version=version,
                        finish_reason="stop")


def test_an_appending_harness_is_one_sequence():
    calls = [_call([1, 2, 3], [10, 11]), _call([1, 2, 3, 10, 11, 20, 21], [12], version=2)]
    [seg] = stitch(calls)
    assert seg.token_ids == [1, 2, 3, 10, 11, 20, 21, 12]
    assert seg.loss_mask == [0, 0, 0, 1, 1, 0, 0, 1]
    assert seg.logprobs == [0, 0, 0, -0.1, -0.2, 0, 0, -0.1]
    assert seg.versions == [-1, -1, -1, 1, 1, -1, -1, 2]
    assert seg.calls == 2 and stitched_share([seg]) == 1.0


def test_a_rewritten_history_or_a_reply_retokenized_starts_a_segment():
    calls = [_call([1, 2], [10, 11]),
             _call([1, 2, 10, 11, 5], [12]),  # continues
             _call([1, 2, 99, 5], [13]),  # the reply came back as other ids: a new segment
             _call([1, 7], [14])]  # the history cut: another
    segs = stitch(calls)
    assert [s.calls for s in segs] == [2, 1, 1]
    assert segs[1].token_ids == [1, 2, 99, 5, 13] and segs[1].loss_mask == [0, 0, 0, 0, 1]
    assert stitched_share(segs) == 1 / 3
    assert stitch([]) == [] and stitched_share([]) == 1.0


def test_a_key_records_only_while_open():
    recorder = HarnessRecorder()
    rec = recorder.open()
    done = SimpleNamespace(token_ids=[5, 6], logprobs=[-1.0, -2.0], version=3,
                           finish_reason="stop")
    reply = {"choices": [{"message": {"content": "hi", "tool_calls": [
        {"id": "c", "type": "function", "function": {"name": "bash", "arguments": "{}"}}]}}]}
    assert recorder.knows(rec.key) and not recorder.knows("parity-rollout-" + "0" * 32)
    recorder.record(rec.key, [1, 2], done, reply)
    recorder.refused(rec.key, 422, "messages: bad")
    closed = recorder.close(rec.key)
    assert closed.calls[0].completion_ids == [5, 6] and closed.calls[0].content == "hi"
    assert closed.calls[0].tool_calls[0]["function"]["name"] == "bash"
    assert closed.refusals == [(422, "messages: bad")]
    recorder.record(rec.key, [1], done, reply)  # a straggler after the rollout: dropped
    assert not recorder.knows(rec.key) and len(closed.calls) == 1
