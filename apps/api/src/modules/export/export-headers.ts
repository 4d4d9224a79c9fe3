// The header row of an export in the caller's language (the web app passes its own as `lang`).
// Values stay language-neutral: ISO 8601 dates and numbers with a '.' decimal point.
import type { ExportLanguage } from '@keel/contracts/export';

type Headers = Record<string, string>;

const en: Headers = {
  name: 'Name', email: 'Email', phoneNumber: 'Phone number', address: 'Address', city: 'City', country: 'Country',
  company: 'Company', jobTitle: 'Job title', role: 'Access role', status: 'Status', isVerified: 'Verified',
  createdAt: 'Created at', updatedAt: 'Modified at', code: 'Code', sku: 'SKU', category: 'Category', gender: 'Gender',
  price: 'Price', priceSale: 'Sale price', available: 'Available', sold: 'Sold', orderNumber: 'Order',
  customerName: 'Customer', customerEmail: 'Customer email', items: 'Items', subtotal: 'Subtotal', discount: 'Discount',
  shipping: 'Shipping', total: 'Total', payment: 'Payment', invoiceNumber: 'Invoice', clientName: 'Client',
  createDate: 'Create date', dueDate: 'Due date', taxes: 'Taxes', sent: 'Sent', type: 'Type', size: 'Size (bytes)',
  folder: 'Folder', title: 'Title', author: 'Author', published: 'Published', publishedAt: 'Published at',
  views: 'Views', comments: 'Comments', tags: 'Tags',
};

const fr: Headers = {
  name: 'Nom', email: 'E-mail', phoneNumber: 'Téléphone', address: 'Adresse', city: 'Ville', country: 'Pays',
  company: 'Entreprise', jobTitle: 'Poste', role: "Rôle d'accès", status: 'Statut', isVerified: 'Vérifié',
  createdAt: 'Créé le', updatedAt: 'Modifié le', code: 'Code', sku: 'SKU', category: 'Catégorie', gender: 'Genre',
  price: 'Prix', priceSale: 'Prix soldé', available: 'Disponible', sold: 'Vendus', orderNumber: 'Commande',
  customerName: 'Client', customerEmail: 'E-mail du client', items: 'Articles', subtotal: 'Sous-total', discount: 'Remise',
  shipping: 'Livraison', total: 'Total', payment: 'Paiement', invoiceNumber: 'Facture', clientName: 'Client',
  createDate: 'Date de création', dueDate: "Date d'échéance", taxes: 'Taxes', sent: 'Envois', type: 'Type', size: 'Taille (octets)',
  folder: 'Dossier', title: 'Titre', author: 'Auteur', published: 'Publié', publishedAt: 'Publié le',
  views: 'Vues', comments: 'Commentaires', tags: 'Étiquettes',
};

const vi: Headers = {
  name: 'Tên', email: 'Email', phoneNumber: 'Số điện thoại', address: 'Địa chỉ', city: 'Thành phố', country: 'Quốc gia',
  company: 'Công ty', jobTitle: 'Chức danh', role: 'Vai trò truy cập', status: 'Trạng thái', isVerified: 'Đã xác minh',
  createdAt: 'Ngày tạo', updatedAt: 'Ngày sửa', code: 'Mã', sku: 'SKU', category: 'Danh mục', gender: 'Giới tính',
  price: 'Giá', priceSale: 'Giá khuyến mãi', available: 'Còn hàng', sold: 'Đã bán', orderNumber: 'Đơn hàng',
  customerName: 'Khách hàng', customerEmail: 'Email khách hàng', items: 'Số món', subtotal: 'Tạm tính', discount: 'Giảm giá',
  shipping: 'Vận chuyển', total: 'Tổng', payment: 'Thanh toán', invoiceNumber: 'Hóa đơn', clientName: 'Khách hàng',
  createDate: 'Ngày lập', dueDate: 'Hạn thanh toán', taxes: 'Thuế', sent: 'Đã gửi', type: 'Loại', size: 'Kích thước (byte)',
  folder: 'Thư mục', title: 'Tiêu đề', author: 'Tác giả', published: 'Đã đăng', publishedAt: 'Ngày đăng',
  views: 'Lượt xem', comments: 'Bình luận', tags: 'Thẻ',
};

const cn: Headers = {
  name: '名称', email: '电子邮件', phoneNumber: '电话', address: '地址', city: '城市', country: '国家',
  company: '公司', jobTitle: '职位', role: '访问角色', status: '状态', isVerified: '已验证',
  createdAt: '创建时间', updatedAt: '修改时间', code: '编码', sku: 'SKU', category: '类别', gender: '性别',
  price: '价格', priceSale: '促销价', available: '库存', sold: '已售', orderNumber: '订单',
  customerName: '客户', customerEmail: '客户邮箱', items: '件数', subtotal: '小计', discount: '折扣',
  shipping: '运费', total: '合计', payment: '支付方式', invoiceNumber: '发票', clientName: '客户',
  createDate: '开票日期', dueDate: '到期日', taxes: '税费', sent: '已发送', type: '类型', size: '大小（字节）',
  folder: '文件夹', title: '标题', author: '作者', published: '已发布', publishedAt: '发布时间',
  views: '浏览量', comments: '评论', tags: '标签',
};

const ar: Headers = {
  name: 'الاسم', email: 'البريد الإلكتروني', phoneNumber: 'رقم الهاتف', address: 'العنوان', city: 'المدينة', country: 'الدولة',
  company: 'الشركة', jobTitle: 'المسمى الوظيفي', role: 'دور الوصول', status: 'الحالة', isVerified: 'موثّق',
  createdAt: 'تاريخ الإنشاء', updatedAt: 'تاريخ التعديل', code: 'الرمز', sku: 'SKU', category: 'الفئة', gender: 'الجنس',
  price: 'السعر', priceSale: 'سعر التخفيض', available: 'المتوفر', sold: 'المباع', orderNumber: 'الطلب',
  customerName: 'العميل', customerEmail: 'بريد العميل', items: 'القطع', subtotal: 'المجموع الفرعي', discount: 'الخصم',
  shipping: 'الشحن', total: 'الإجمالي', payment: 'الدفع', invoiceNumber: 'الفاتورة', clientName: 'العميل',
  createDate: 'تاريخ الإصدار', dueDate: 'تاريخ الاستحقاق', taxes: 'الضرائب', sent: 'مرات الإرسال', type: 'النوع', size: 'الحجم (بايت)',
  folder: 'مجلد', title: 'العنوان', author: 'الكاتب', published: 'منشور', publishedAt: 'تاريخ النشر',
  views: 'المشاهدات', comments: 'التعليقات', tags: 'الوسوم',
};

export const EXPORT_HEADERS: Record<ExportLanguage, Headers> = { en, fr, vi, cn, ar };

export function headerOf(language: ExportLanguage, key: string): string {
  return EXPORT_HEADERS[language][key] ?? en[key] ?? key;
}
