from kata_steps.core import cherry


def test_cherry_0():
    assert cherry(2, 4) == [6]


def test_cherry_1():
    assert cherry(5, 10) == [15, 21, 27]


def test_cherry_2():
    assert cherry(5, 8) == [15, 21]


def test_cherry_3():
    assert cherry(3, 5) == [9]


def test_cherry_4():
    assert cherry(4, 11) == [12, 18, 24, 30]


def test_cherry_5():
    assert cherry(5, 5) == []
