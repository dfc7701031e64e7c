from kata_steps.core import orange


def test_orange_0():
    assert orange(0, 8) == [0, 12, 24]


def test_orange_1():
    assert orange(2, 6) == [8, 20]


def test_orange_2():
    assert orange(3, 9) == [12, 24]


def test_orange_3():
    assert orange(5, 6) == [20]


def test_orange_4():
    assert orange(1, 4) == [4]


def test_orange_5():
    assert orange(3, 10) == [12, 24, 36]
