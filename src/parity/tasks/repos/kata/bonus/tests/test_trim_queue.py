from kata_bonus.trim_queue import trim_queue


def test_trim_queue_0():
    assert trim_queue(19) == 31


def test_trim_queue_1():
    assert trim_queue(21) == 35


def test_trim_queue_2():
    assert trim_queue(54) == 90


def test_trim_queue_3():
    assert trim_queue(48) == 80


def test_trim_queue_4():
    assert trim_queue(60, 2) == 80


def test_trim_queue_5():
    assert trim_queue(60, 3) == 100
