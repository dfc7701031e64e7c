from kata_mean.core import marble


def test_marble_0():
    assert marble([]) == 0


def test_marble_1():
    assert marble([10]) == 10


def test_marble_2():
    assert marble([21]) == 21


def test_marble_3():
    assert marble([18]) == 18


def test_marble_4():
    assert marble([4, 0]) == 2


def test_marble_5():
    assert marble([26, 4]) == 15
