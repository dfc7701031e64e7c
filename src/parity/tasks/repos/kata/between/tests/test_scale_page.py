from kata_between.scale_page import scale_page


def test_scale_page_0():
    assert scale_page(2, 3, 9) == False


def test_scale_page_1():
    assert scale_page(3, 3, 9) == True


def test_scale_page_2():
    assert scale_page(4, 3, 9) == True


def test_scale_page_3():
    assert scale_page(8, 3, 9) == True


def test_scale_page_4():
    assert scale_page(9, 3, 9) == False


def test_scale_page_5():
    assert scale_page(10, 3, 9) == False
