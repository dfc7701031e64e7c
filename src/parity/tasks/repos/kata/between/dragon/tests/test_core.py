from kata_between.core import dragon


def test_dragon_0():
    assert dragon(2, 3, 9) == False


def test_dragon_1():
    assert dragon(3, 3, 9) == True


def test_dragon_2():
    assert dragon(4, 3, 9) == True


def test_dragon_3():
    assert dragon(8, 3, 9) == True


def test_dragon_4():
    assert dragon(9, 3, 9) == False


def test_dragon_5():
    assert dragon(10, 3, 9) == False
