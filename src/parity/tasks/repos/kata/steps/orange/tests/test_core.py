from kata_steps.core import orange


def test_orange_0():
    assert orange(0, 3) == [0, 6]


def test_orange_1():
    assert orange(0, 4) == [0, 6]


def test_orange_2():
    assert orange(0, 0) == []


def test_orange_3():
    assert orange(3, 4) == [9]


def test_orange_4():
    assert orange(5, 10) == [15, 21, 27]


def test_orange_5():
    assert orange(5, 13) == [15, 21, 27, 33]
