from kata_steps.core import marble


def test_marble_0():
    assert marble(1, 7) == [2, 4, 6, 8, 10, 12]


def test_marble_1():
    assert marble(1, 5) == [2, 4, 6, 8]


def test_marble_2():
    assert marble(3, 9) == [6, 8, 10, 12, 14, 16]


def test_marble_3():
    assert marble(2, 9) == [4, 6, 8, 10, 12, 14, 16]


def test_marble_4():
    assert marble(4, 6) == [8, 10]


def test_marble_5():
    assert marble(2, 10) == [4, 6, 8, 10, 12, 14, 16, 18]
