from kata_between.core import guitar


def test_guitar_0():
    assert guitar(2, 3, 9) == False


def test_guitar_1():
    assert guitar(3, 3, 9) == True


def test_guitar_2():
    assert guitar(4, 3, 9) == True


def test_guitar_3():
    assert guitar(8, 3, 9) == True


def test_guitar_4():
    assert guitar(9, 3, 9) == False


def test_guitar_5():
    assert guitar(10, 3, 9) == False
