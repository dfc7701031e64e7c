from kata_between.core import dinner


def test_dinner_0():
    assert dinner(2, 3, 9) == False


def test_dinner_1():
    assert dinner(3, 3, 9) == True


def test_dinner_2():
    assert dinner(4, 3, 9) == True


def test_dinner_3():
    assert dinner(8, 3, 9) == True


def test_dinner_4():
    assert dinner(9, 3, 9) == False


def test_dinner_5():
    assert dinner(10, 3, 9) == False
