from kata_bonus.core import marble


def test_marble_0():
    assert marble(29) == 34


def test_marble_1():
    assert marble(6) == 7


def test_marble_2():
    assert marble(54) == 64


def test_marble_3():
    assert marble(8) == 9


def test_marble_4():
    assert marble(36, 4) == 43


def test_marble_5():
    assert marble(36, 5) == 50
