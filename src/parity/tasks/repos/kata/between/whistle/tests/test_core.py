from kata_between.core import whistle


def test_whistle_0():
    assert whistle(2, 3, 9) == False


def test_whistle_1():
    assert whistle(3, 3, 9) == True


def test_whistle_2():
    assert whistle(4, 3, 9) == True


def test_whistle_3():
    assert whistle(8, 3, 9) == True


def test_whistle_4():
    assert whistle(9, 3, 9) == False


def test_whistle_5():
    assert whistle(10, 3, 9) == False
