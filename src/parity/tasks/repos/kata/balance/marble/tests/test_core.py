from kata_balance.core import marble


def test_marble_0():
    assert marble([18, 10, 8, 10]) == 4


def test_marble_1():
    assert marble([7, 1, 8, 17]) == -2


def test_marble_2():
    assert marble([]) == 0


def test_marble_3():
    assert marble([8]) == 1


def test_marble_4():
    assert marble([7]) == -1


def test_marble_5():
    assert marble([10, 8, 8, 12, 14, 3, 13]) == 3
