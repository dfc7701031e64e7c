from kata_clamp.tally_queue import tally_queue


def test_tally_queue_0():
    assert tally_queue(2) == 3


def test_tally_queue_1():
    assert tally_queue(3) == 3


def test_tally_queue_2():
    assert tally_queue(4) == 4


def test_tally_queue_3():
    assert tally_queue(14) == 14


def test_tally_queue_4():
    assert tally_queue(15) == 15


def test_tally_queue_5():
    assert tally_queue(16) == 15
