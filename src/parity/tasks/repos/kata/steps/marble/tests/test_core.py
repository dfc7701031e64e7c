from kata_steps.core import marble


def test_marble_0():
    assert marble(6, 12) == [24, 36]


def test_marble_1():
    assert marble(4, 13) == [16, 28, 40]


def test_marble_2():
    assert marble(1, 9) == [4, 16, 28]


def test_marble_3():
    assert marble(6, 15) == [24, 36, 48]


def test_marble_4():
    assert marble(3, 6) == [12]


def test_marble_5():
    assert marble(0, 4) == [0, 12]
