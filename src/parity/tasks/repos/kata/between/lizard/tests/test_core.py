from kata_between.core import lizard


def test_lizard_0():
    assert lizard(2, 3, 9) == False


def test_lizard_1():
    assert lizard(3, 3, 9) == True


def test_lizard_2():
    assert lizard(4, 3, 9) == True


def test_lizard_3():
    assert lizard(8, 3, 9) == True


def test_lizard_4():
    assert lizard(9, 3, 9) == False


def test_lizard_5():
    assert lizard(10, 3, 9) == False
