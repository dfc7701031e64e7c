from kata_balance.core import marble


def test_marble_0():
    assert marble([10, 16, 1, 10]) == 2


def test_marble_1():
    assert marble([10, 15, 2, 19]) == 0


def test_marble_2():
    assert marble([1, 19]) == -2


def test_marble_3():
    assert marble([12]) == 1


def test_marble_4():
    assert marble([0, 9, 7]) == -1


def test_marble_5():
    assert marble([3, 12, 13, 8]) == 0
