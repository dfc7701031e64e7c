from kata_steps.core import timber


def test_timber_0():
    assert timber(1, 4) == [4, 8, 12]


def test_timber_1():
    assert timber(2, 11) == [8, 12, 16, 20, 24, 28, 32, 36, 40]


def test_timber_2():
    assert timber(5, 7) == [20, 24]


def test_timber_3():
    assert timber(3, 4) == [12]


def test_timber_4():
    assert timber(5, 14) == [20, 24, 28, 32, 36, 40, 44, 48, 52]


def test_timber_5():
    assert timber(1, 5) == [4, 8, 12, 16]
