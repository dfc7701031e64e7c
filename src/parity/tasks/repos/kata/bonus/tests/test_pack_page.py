from kata_bonus.pack_page import pack_page


def test_pack_page_0():
    assert pack_page(9) == 11


def test_pack_page_1():
    assert pack_page(31) == 38


def test_pack_page_2():
    assert pack_page(50) == 62


def test_pack_page_3():
    assert pack_page(54) == 67


def test_pack_page_4():
    assert pack_page(21, 5) == 26


def test_pack_page_5():
    assert pack_page(21, 6) == 31
