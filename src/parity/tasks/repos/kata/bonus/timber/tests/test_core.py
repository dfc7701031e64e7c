from kata_bonus.core import timber


def test_timber_0():
    assert timber(1) == 1


def test_timber_1():
    assert timber(13) == 17


def test_timber_2():
    assert timber(4) == 5


def test_timber_3():
    assert timber(9) == 12


def test_timber_4():
    assert timber(39, 3) == 52


def test_timber_5():
    assert timber(39, 4) == 65
