from kata_wrap.fit_queue import fit_queue


def test_fit_queue_0():
    assert fit_queue(6) == 8


def test_fit_queue_1():
    assert fit_queue(19) == 10


def test_fit_queue_2():
    assert fit_queue(-8) == 5


def test_fit_queue_3():
    assert fit_queue(23) == 3


def test_fit_queue_4():
    assert fit_queue(10) == 1


def test_fit_queue_5():
    assert fit_queue(10, 4, 2) == 0
