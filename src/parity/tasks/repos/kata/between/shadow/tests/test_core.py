from kata_between.core import shadow


def test_shadow_0():
    assert shadow(2, 3, 9) == False


def test_shadow_1():
    assert shadow(3, 3, 9) == True


def test_shadow_2():
    assert shadow(4, 3, 9) == True


def test_shadow_3():
    assert shadow(8, 3, 9) == True


def test_shadow_4():
    assert shadow(9, 3, 9) == False


def test_shadow_5():
    assert shadow(10, 3, 9) == False
