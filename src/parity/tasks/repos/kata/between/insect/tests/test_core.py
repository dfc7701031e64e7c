from kata_between.core import insect


def test_insect_0():
    assert insect(2, 3, 9) == False


def test_insect_1():
    assert insect(3, 3, 9) == True


def test_insect_2():
    assert insect(4, 3, 9) == True


def test_insect_3():
    assert insect(8, 3, 9) == True


def test_insect_4():
    assert insect(9, 3, 9) == False


def test_insect_5():
    assert insect(10, 3, 9) == False
